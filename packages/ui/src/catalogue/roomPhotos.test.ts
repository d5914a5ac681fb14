import type { Room } from '@unistay/api-client';
import { describe, expect, it } from 'vitest';
import { roomPhotoUrls } from './roomPhotos.js';

describe('roomPhotoUrls', () => {
  it("gives each photo's medium size, or else its large or small one, as many as asked", () => {
    const room = {
      id: 'room_1',
      images: [
        { small: '/s1.jpg', medium: '/m1.jpg', large: '/l1.jpg' },
        { small: '/s2.jpg', large: '/l2.jpg' },
        {},
        { small: '/s4.jpg' },
        { medium: '/m5.jpg' },
      ],
    } as Room;
    expect(roomPhotoUrls(room)).toEqual(['/m1.jpg', '/l2.jpg', '/s4.jpg']);
    expect(roomPhotoUrls(room, 1)).toEqual(['/m1.jpg']);
    expect(roomPhotoUrls({ id: 'room_2' } as Room)).toEqual([]);
  });
});
