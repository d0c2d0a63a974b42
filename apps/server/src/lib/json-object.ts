import { ok } from '@exam/contracts/common/envelope';

/** An object's members with their values already serialised: [key, JSON text of the value]. */
export type JsonMembers = readonly (readonly [key: string, json: string])[];

/**
 * The members of `value` in its own key order, each value serialised by JSON.stringify; a member
 * JSON.stringify would leave out (undefined, a function) is left out. Serialise a part once, keep
 * its members, and compose answers of them with jsonObject.
 */
export function jsonMembers(value: object): JsonMembers {
  const members: [string, string][] = [];
  for (const [key, member] of Object.entries(value)) {
    const json = JSON.stringify(member) as string | undefined;
    if (json !== undefined) members.push([key, json]);
  }
  return members;
}

/**
 * The JSON text of one object of these members, in order. A key given twice keeps its first place
 * and its last value, as `{ ...a, ...b }` does, so the text is JSON.stringify's of that object.
 */
export function jsonObject(...parts: JsonMembers[]): string {
  const members = new Map<string, string>();
  for (const part of parts) for (const [key, json] of part) members.set(key, json);
  let text = '';
  for (const [key, json] of members) text += `${text ? ',' : '{'}${JSON.stringify(key)}:${json}`;
  return text ? `${text}}` : '{}';
}

/** The success envelope's members but its response, in the order ok() declares them. */
const ENVELOPE = jsonMembers(ok(null));

/** The JSON text of ok(response) around a response already serialised: `responseJson`. */
export const okJson = (responseJson: string) => jsonObject(ENVELOPE, [['response', responseJson]]);
