/** Errors the services throw; the one error handler turns each into its status and `{ message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}
export class Unauthorized extends HttpError {
  constructor(message: string) {
    super(401, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooManyRequests extends HttpError {
  constructor(message: string) {
    super(429, message);
  }
}
