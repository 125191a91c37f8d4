import { measureBudgets } from './budgets';

const results = await measureBudgets();
for (const [what, value] of Object.entries(results)) console.log(`${what}: ${value}`);
