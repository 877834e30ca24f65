import { describe, expect, test } from 'vitest';
import { msg } from '../../src/core/data';
import {
  isRefusalText,
  joinRefusalMessage,
  refusal,
  refusalEnglish,
  refusalOfJoinError,
} from '../../src/protocol/refusal';

describe('refusals on the wire', () => {
  test('a refusal reads in English with its parameters, the core’s messages included', () => {
    const text = refusal('room.notYourTurn', {
      seat: 'nautilus',
      prompt: msg('prompt.sinkAs', { ship: 'Scotia' }),
    });
    expect(refusalEnglish(text)).toBe(
      'Not your turn: the nautilus decides now (Scotia is sunk: Tonnage or Salvage?).',
    );
  });

  test('a refused join carries its refusal through the error message, and nothing else is read as one', () => {
    const text = refusal('daily.closed', { date: '2026-12-07' });
    const message = joinRefusalMessage(text);
    expect(JSON.parse(message)).toMatchObject({
      message: 'The voyage of 2026-12-07 closed before it ended.',
    });
    expect(refusalOfJoinError(message)).toEqual(text);
    expect(refusalOfJoinError('room "K7QMZ3" not found')).toBeNull();
    expect(refusalOfJoinError('{"refusal":{"key":"room.nope","params":{}}}')).toBeNull();
    expect(isRefusalText({ key: 'board.notJson', params: {} })).toBe(true);
  });
});
