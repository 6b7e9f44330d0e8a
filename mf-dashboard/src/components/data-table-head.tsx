interface Props {
  columns: readonly string[];
  /** The columns as given, without `#` and `Actions` (the Blogs table's own order, product §2). */
  plain?: boolean;
}

/**
 * The header row of a dashboard table: `#`, the given columns, then `Actions` (product.md's tables
 * all start and end so).
 */
export function DataTableHead({ columns, plain = false }: Props) {
  return (
    <thead>
      <tr>
        {!plain && (
          <th scope="col" className="dash-table__number">
            #
          </th>
        )}
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        {!plain && (
          <th scope="col" className="dash-table__actions">
            Actions
          </th>
        )}
      </tr>
    </thead>
  );
}
