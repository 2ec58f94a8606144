import { describe, expect, it } from 'vitest';
import { makeAgency, makeUser } from '../test/factories.ts';
import { readInlineBootstrap } from './bootstrap.ts';

function docWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (json !== null) {
    const script = doc.createElement('script');
    script.id = 'tf-bootstrap';
    script.type = 'application/json';
    script.textContent = json;
    doc.body.appendChild(script);
  }
  return doc;
}

describe('readInlineBootstrap', () => {
  it('reads the JSON the server inlines', () => {
    const agency = makeAgency();
    const user = makeUser();
    const result = readInlineBootstrap(docWith(JSON.stringify({ agency, user, environment: 'qa', apiBases: { hotel: '/h' } })));
    expect(result).toEqual({ agency, user, environment: 'qa', apiBases: { hotel: '/h', flight: '/flight-api', resort: '/resort-api' } });
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['malformed', '{"agency":'],
  ])('returns null when the script is %s', (_, json) => {
    expect(readInlineBootstrap(docWith(json))).toBeNull();
  });

  it('treats an unknown environment as prod', () => {
    expect(readInlineBootstrap(docWith('{"agency":null,"user":null,"environment":"staging"}'))?.environment).toBe('prod');
  });
});
