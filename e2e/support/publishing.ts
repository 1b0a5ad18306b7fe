import type { Page } from 'playwright-core';
import sharp from 'sharp';
import {
  API_PATHS,
  boothResponseSchema,
  categoryFieldsResponseSchema,
  citiesResponseSchema,
  loginResponseSchema,
} from '@kraam/shared';
import type { CategoryField, CategoryNode } from '@kraam/shared';
import { submitLoginForm } from './accounts';
import { fetchCategoryTree, readAnswer } from './api';
import { API_URL } from './env';
import { asVisitor } from './client-address';

/** Logs in through the form on /login and waits for the signed-in header. */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  // Typing before hydration would be lost: wait until the page has settled.
  await page.goto('/login', { waitUntil: 'networkidle' });
  await submitLoginForm(page, email, password);
  await page.getByRole('button', { name: /^(Profielmenu|Profile menu)$/ }).waitFor();
}

/** A bearer token for calls the journey makes beside the browser (reading category fields). */
export async function apiToken(email: string, password: string): Promise<string> {
  const response = await fetch(`${API_URL}${API_PATHS.login}?lang=nl`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asVisitor() },
    body: JSON.stringify({ email, password }),
  });
  return (await readAnswer(response, loginResponseSchema)).data.token;
}

/** A booth at a street in Utrecht for the user behind the token. */
export async function boothInUtrecht(token: string): Promise<void> {
  const cities = await fetch(`${API_URL}${API_PATHS.cities}?lang=nl&search=Utrecht&limit=20`, {
    headers: asVisitor(),
  });
  const utrecht = (await readAnswer(cities, citiesResponseSchema)).data.find((c) => c.name === 'Utrecht');
  if (!utrecht) throw new Error('Utrecht is not seeded');
  const response = await fetch(`${API_URL}${API_PATHS.boothInsert}?lang=nl`, {
    method: 'POST',
    headers: { ...asVisitor(), 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: `Wizardkraam ${Date.now()}`,
      street: 'Oudegracht 12',
      postalCode: '3511AB',
      cityId: utrecht.id,
    }),
  });
  await readAnswer(response, boothResponseSchema);
}

/** The path to the first leaf of the tree: the categories a seller clicks through in the form. */
export function firstLeafPath(tree: CategoryNode[]): CategoryNode[] {
  const walk = (nodes: CategoryNode[]): CategoryNode[] | null => {
    for (const node of nodes) {
      if (node.childs.length === 0) return [node];
      const below = walk(node.childs);
      if (below) return [node, ...below];
    }
    return null;
  };
  const path = walk(tree);
  if (!path) throw new Error('the seeded tree has no leaf');
  return path;
}

export async function categoryFields(token: string, categoryId: number): Promise<CategoryField[]> {
  const response = await fetch(`${API_URL}${API_PATHS.categoryFields}?categoryId=${categoryId}&lang=nl`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await readAnswer(response, categoryFieldsResponseSchema)).data;
}

/** The clicks from the top of the tree to a leaf whose own fields are all optional. */
export async function plainLeafPath(token: string, lang: 'nl' | 'en' = 'nl'): Promise<CategoryNode[]> {
  const walk = async (nodes: CategoryNode[], above: CategoryNode[]): Promise<CategoryNode[] | null> => {
    for (const node of nodes) {
      const path = [...above, node];
      if (node.childs.length > 0) {
        const below = await walk(node.childs, path);
        if (below) return below;
      } else if (!(await categoryFields(token, node.id)).some((field) => field.required)) return path;
    }
    return null;
  };
  const path = await walk(await fetchCategoryTree(lang), []);
  if (!path) throw new Error('every leaf category has required fields');
  return path;
}

/** Four different photos, like a seller's pictures of one item from several sides. */
export async function samplePhotos(count = 4): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const colours = ['#0261BF', '#FF4200', '#2E7D32', '#6A1B9A', '#F9A825'];
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `foto-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: await sharp({
        create: {
          width: 320,
          height: 240,
          channels: 3,
          background: colours[index % colours.length] ?? '#999',
        },
      })
        .png()
        .toBuffer(),
    })),
  );
}

export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text }).first();
