// React as react-query's hooks see it (`import * as React from 'react'`): the same, but for the store hook
// (./storeInTransizione.ts). What its hooks use of React, named: a namespace re-export is not typed for React.
export { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
export { useSyncExternalStore } from './storeInTransizione';
