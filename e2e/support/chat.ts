import type { LoginResult, MessageInsertBody } from '@kraam/shared';
import {
  API_PATHS,
  conversationListResponseSchema,
  loginResponseSchema,
  messageInsertResponseSchema,
} from '@kraam/shared';
import type { Page } from 'playwright-core';
import { createConfirmedUser } from './accounts';
import { readAnswer } from './api';
import type { ResponseSchema } from './api';
import { API_URL } from './env';
import { asVisitor } from './client-address';

export const CHAT_PASSWORD = 'Marktkraam-2026!';
/** The seeded support account (admin) answers support conversations in the demo. */
export const SUPPORT_ACCOUNT = { email: 'support@kraam.example', password: 'kraam-demo-2026' };

async function api<T>(path: string, schema: ResponseSchema<T>, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...asVisitor(),
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readAnswer(response, schema);
}

export async function apiLogin(email: string, password: string): Promise<LoginResult> {
  const response = await fetch(`${API_URL}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asVisitor() },
    body: JSON.stringify({ email, password }),
  });
  return (await readAnswer(response, loginResponseSchema)).data;
}

/** A fresh confirmed user who will log in through the form: email and password only. */
export async function userWithPassword(): Promise<{ email: string; password: string }> {
  const { email } = await createConfirmedUser(CHAT_PASSWORD);
  return { email, password: CHAT_PASSWORD };
}

/** The caller's conversations as the API lists them, newest activity first. */
export const conversationsOf = (token: string, query = '') =>
  api(`${API_PATHS.conversations}?lang=nl${query}`, conversationListResponseSchema, token);

/** Sends a message through the real API, as another device of that user would. */
export const sendThroughApi = (token: string, body: MessageInsertBody) =>
  api(API_PATHS.conversationInsert, messageInsertResponseSchema, token, body);

/**
 * Resolves once the page's hub connection has completed Connect (a completion record arrived), so
 * a push sent afterwards is certain to reach it. Call before the page loads.
 */
export function hubConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes(API_PATHS.chatHub)) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":3')) resolve();
      });
    });
  });
}

/** The visible one of the two headers' unread dots (desktop and mobile headers both render). */
export const unreadDot = (page: Page) => page.locator('[data-testid="chat-unread-dot"]:visible');
