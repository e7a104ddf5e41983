export { Stack, STACK_ALIGNS, STACK_DIRECTIONS, STACK_JUSTIFIES } from './Stack.tsx';
export type {
  StackAlign,
  StackDirection,
  StackJustify,
  StackOwnProps,
  StackProps,
} from './Stack.tsx';
