import type { Room } from '@unistay/api-client';
import { SpecificEnquiryForm } from '@unistay/ui';
import { useHumanCheck } from './useDemoServer.js';

/** The specific enquiry form for a room, with the ids and names the catalogue gives. */
export function EnquireAboutRoom({
  room,
  headingLevel = 4,
}: {
  room: Room;
  headingLevel?: 2 | 3 | 4;
}) {
  const humanCheck = useHumanCheck();
  return (
    <SpecificEnquiryForm
      operatorId={room.operator_id ?? ''}
      propertyId={room.property?.id ?? ''}
      roomId={room.id}
      propertyName={room.property?.name ?? undefined}
      roomName={room.name ?? undefined}
      defaultCountryCallingCode={room.property?.country === 'gb' ? '+44' : undefined}
      headingLevel={headingLevel}
      humanCheck={humanCheck}
    />
  );
}
