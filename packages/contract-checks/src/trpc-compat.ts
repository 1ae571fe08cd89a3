import { type JsonSchema, type Refusal, differences, isRefusal, listValues } from './schema-subset.js';
import type { ProcedureShape, TrpcBaseline, TrpcShape } from './trpc-shape.js';

/**
 * Whether the current `/trpc` procedures still serve the released front ends. Both directions
 * are one question, "does the wider schema accept every value the narrower one allows?":
 * - an input must accept everything the released front ends send: current ⊇ released;
 * - an output must give only what the released front ends can read: released ⊇ current.
 * A property the narrower side no longer lists is fine here (an optional input field the released
 * front ends do not send, an optional output field they read as absent).
 *
 * A value added to an output enum counts as a break: the released front ends map every value
 * they know (labels, badges, tabs) and have nothing for a new one.
 */

type Side = 'input' | 'output';

const compatibleInput =
  'Keep accepting what the released front ends send: add a new field as optional (or with a default), keep values and limits, or add a new procedure and keep this one until every front end that calls it has been released without it.';
const compatibleOutput =
  'Keep giving what the released front ends read: add new fields next to the old ones and keep the old ones and their types, or add a new procedure and keep this one until every front end that calls it has been released without it.';

/**
 * The problems of the current shape against what the released front ends call (empty when
 * compatible); front ends released against the same shape of a procedure share a message.
 */
export function trpcCompatibilityProblems(released: TrpcBaseline, current: TrpcShape): string[] {
  return Object.entries(released.procedures).flatMap(([procedurePath, shapes]) =>
    shapes.flatMap(({ calledBy, ...was }) => procedureProblems(procedurePath, was, current.procedures[procedurePath], calledBy.join(', '))),
  );
}

function procedureProblems(procedurePath: string, was: ProcedureShape, now: ProcedureShape | undefined, callers: string): string[] {
  const subject = `/trpc ${procedurePath} (${was.type}, called by the released ${callers})`;
  if (!now) {
    return [`${subject} is gone. Keep it until every front end that calls it has been released without it; a new shape goes in a new procedure.`];
  }
  if (now.type !== was.type) {
    return [`${subject} is now a ${now.type}. Add the ${now.type} as a new procedure and keep this one until every front end that calls it has been released without it.`];
  }
  return [
    ...refusals(now.input, was.input, 'input').map((difference) => `${subject}: ${describe(difference, 'input')}. ${compatibleInput}`),
    ...refusals(was.output, now.output, 'output').map((difference) => `${subject}: ${describe(difference, 'output')}. ${compatibleOutput}`),
  ];
}

const refusals = (wider: JsonSchema, narrower: JsonSchema, side: Side) => differences(wider, narrower, side).filter(isRefusal);

/** A limit as messages show it: `maximum 50`, `pattern /…/`, or none. */
const showLimit = (limit: string, value: string | undefined) => (value === undefined ? 'none' : `${limit} ${value}`);

/** Words a difference for its side: inputs compare current (wider) to released, outputs released (wider) to current. */
function describe(difference: Refusal, side: Side): string {
  const { at } = difference;
  if (side === 'input') {
    switch (difference.kind) {
      case 'missing':
        return `\`${at}\` is required now: the released front ends may not send it`;
      case 'refused':
        return `\`${at}\` is refused now (unknown keys are not accepted): the released front ends send it`;
      case 'type':
        return `\`${at}\` took ${difference.narrower} and now takes ${difference.wider}: what the released front ends send is refused`;
      case 'values':
        return `\`${at}\` no longer accepts ${offeredOutside(difference)}, which the released front ends may send (it takes ${listValues(difference.allowed)})`;
      case 'limit':
        return `\`${at}\` is narrower: ${showLimit(difference.limit, difference.narrower)} before, ${showLimit(difference.limit, difference.wider)} now, so some inputs the released front ends send are refused`;
    }
  }
  switch (difference.kind) {
    case 'missing':
      return `\`${at}\` may be missing now (removed or made optional): the released front ends read it`;
    case 'refused':
      return `\`${at}\` is new where the released front ends expect no other keys`;
    case 'type':
      return `\`${at}\` was ${difference.wider} and may now be ${difference.narrower}: the released front ends read ${difference.wider}`;
    case 'values':
      return `\`${at}\` may now be ${offeredOutside(difference)}, which the released front ends do not know (they know ${listValues(difference.allowed)})`;
    case 'limit':
      return `\`${at}\` changed its limits: ${showLimit(difference.limit, difference.wider)} before, ${showLimit(difference.limit, difference.narrower)} now`;
  }
}

/** What the narrower side allows beyond the wider side's values. */
const offeredOutside = ({ offered, outside }: Extract<Refusal, { kind: 'values' }>) => (typeof offered === 'string' ? `any ${offered}` : listValues(outside));
