export { CLIENT_SEED_PROBLEMS, FairnessPanel } from './FairnessPanel.tsx';
export type {
  ClientSeedProblem,
  FairnessPanelProps,
  FairnessRound,
  FairnessSeedPair,
} from './FairnessPanel.tsx';
