import { API_PATHS, bidResultResponseSchema, userDetailsResponseSchema } from '@kraam/shared';
import { readAnswer } from './api';
import { asVisitor } from './client-address';
import { API_URL } from './env';

const send = (path: string, token: string, method: string, body: unknown) =>
  fetch(`${API_URL}${path}?lang=nl`, {
    method,
    headers: { ...asVisitor(), 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

/** Gives a journey's user a name of their own, as the profile form would ('Jan d.' in the bid list). */
export async function renameUser(token: string, firstName: string, lastName: string): Promise<void> {
  const response = await send(API_PATHS.userEdit, token, 'PUT', {
    firstName,
    lastName,
    phone: '+31687654321',
  });
  await readAnswer(response, userDetailsResponseSchema);
}

/** A bid placed through Bid/Insert, as the ad page's form sends it. */
export async function bidThroughApi(token: string, advertisementId: number, amount: number) {
  const response = await send(API_PATHS.bidInsert, token, 'POST', { advertisementId, amount });
  return (await readAnswer(response, bidResultResponseSchema)).data;
}
