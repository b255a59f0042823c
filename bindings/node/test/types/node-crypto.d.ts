// SPDX-License-Identifier: MIT
// The one Node type the ulid package's declarations import (no @types/node here).
declare module 'crypto' {
  export type UUID = `${string}-${string}-${string}-${string}-${string}`;
}
