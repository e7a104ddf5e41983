export { RuleList, RULE_LIST_HEADING_LEVELS } from './RuleList.tsx';
export type { RuleListHeadingLevel, RuleListProps } from './RuleList.tsx';
