import { HttpError } from '../http/errors';

/** A card the provider refused: the user can try another one. */
export class PaymentRequired extends HttpError {
  constructor(message: string) {
    super(402, message);
  }
}

/** The provider could not be reached or failed; nothing changed on our side. */
export class ProviderUnavailable extends HttpError {
  constructor(message: string) {
    super(503, message);
  }
}
