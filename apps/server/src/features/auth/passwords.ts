import { hash, verify, type Algorithm } from '@node-rs/argon2';

// argon2id with the OWASP-recommended floor (19 MiB, 2 passes, 1 lane).
// Algorithm is a const enum that cannot be imported as a value here; 2 is Argon2id.
const options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Checked when the email is unknown, so that a wrong email takes as long as a wrong password.
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(await decoy, password);
}
