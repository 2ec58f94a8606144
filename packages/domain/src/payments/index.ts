export * from './pan.ts';
export * from './sandbox-card.ts';
