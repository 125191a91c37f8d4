/** What another language must give for an Italian group of texts: the same keys, any text. */
export type Traduzione<T> = { readonly [K in keyof T]: T[K] extends string ? string : Traduzione<T[K]> };
