// A setup file of the API's tests (vitest.config.ts): argon2 at a test cost, not 20–60 ms a hash.
import { useCheapPasswordHashingInTests } from '../auth/passwords';

useCheapPasswordHashingInTests();
