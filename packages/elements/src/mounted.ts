/** An element's React tree, once its code has loaded: rendered again, or removed. */
export interface MountedElement {
  update(): void;
  unmount(): void;
}
