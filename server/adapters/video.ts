import { createHmac } from 'node:crypto';

/**
 * Builds consultation room URLs. The room name carries an HMAC of the booking
 * id, so a room cannot be guessed from a booking number.
 */
export class VideoRooms {
  constructor(private readonly baseUrl: string, private readonly secret: string) {}

  roomName(bookingId: number): string {
    const mac = createHmac('sha256', `video:${this.secret}`).update(String(bookingId)).digest('base64url').slice(0, 16);
    return `petcare-${bookingId}-${mac}`;
  }

  roomUrl(bookingId: number): string {
    return `${this.baseUrl}/${this.roomName(bookingId)}`;
  }
}
