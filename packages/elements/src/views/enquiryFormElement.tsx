import type { EnquiryCreated, Room } from '@unistay/api-client';
import { GeneralEnquiryForm, RoomLoader, SpecificEnquiryForm } from '@unistay/ui';
import { dispatchFrom } from '../events.js';
import { type ElementProps, mountElement } from '../mountElement.js';
import { RoomIdCheck } from './roomIdCheck.js';

/**
 * `<unistay-enquiry-form>`: the general enquiry form, or with `room-id` the form about that room
 * (its property and operator read from the catalogue unless `property-id` and `operator-id` are
 * given too). Each enquiry sent is `unistay:enquiry-sent` on the element.
 */
function EnquiryFormElement({
  host,
  attribute,
  persistence,
  humanCheck,
  headingLevel,
}: ElementProps) {
  const roomId = attribute('room-id');
  const propertyId = attribute('property-id');
  const operatorId = attribute('operator-id');
  const sent = (kind: 'general' | 'specific') => (result: EnquiryCreated) =>
    dispatchFrom(host, 'unistay:enquiry-sent', { enquiryId: result.enquiry_id, kind });
  const common = { persistence, humanCheck, headingLevel, onSuccess: sent('specific') };
  if (!roomId) {
    return <GeneralEnquiryForm {...common} onSuccess={sent('general')} />;
  }
  if (propertyId && operatorId) {
    return (
      <SpecificEnquiryForm
        {...common}
        roomId={roomId}
        propertyId={propertyId}
        operatorId={operatorId}
      />
    );
  }
  return (
    <>
      <RoomIdCheck host={host} roomId={roomId} />
      <RoomLoader roomId={roomId} showUnavailable>
        {(room: Room) => (
          <SpecificEnquiryForm
            {...common}
            roomId={room.id}
            propertyId={propertyId ?? room.property?.id ?? ''}
            operatorId={operatorId ?? room.operator_id ?? ''}
            propertyName={room.property?.name ?? undefined}
            roomName={room.name ?? undefined}
          />
        )}
      </RoomLoader>
    </>
  );
}

export const mount = (host: HTMLElement) => mountElement(host, EnquiryFormElement);
