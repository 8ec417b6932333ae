import { fuzzRouteTable } from './fuzzRouteTable';

// The route table's part 1 of 2 (functions/src/app/fuzzRouteTable.ts).
fuzzRouteTable(0, 2);
