// Risk warnings (issue 27): one rule set for vacancy texts and chat messages (risk-rules.ts, plain
// functions with a code and an explanation per rule) and the service that keeps a vacancy's codes.
// No routes and no jobs: vacancy-admin judges a vacancy as it is written, chat a message as it is read.
export * from './risk-rules';
export { createRiskService, type RiskService } from './risk.service';
