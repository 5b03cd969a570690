import type { User } from '@karyayojana/contracts';

// Login's answer carries the user. The login page does not load the query library (the first
// page of most visits stays light), so it leaves the user here and the signed-in layout puts
// it in the query cache when it mounts: the first page after login needs no second request.
let handedOver: User | undefined;

export function handOverUser(user: User): void {
  handedOver = user;
}

/** The user login left, once; undefined when there is none (a visit with a stored token). */
export function takeHandedOverUser(): User | undefined {
  const user = handedOver;
  handedOver = undefined;
  return user;
}
