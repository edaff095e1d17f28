import Foundation

extension String.StandardComparator {
    /// The comparator Apple's Foundation sorts names with as the Finder does (`SortDescriptor(\.name,
    /// comparator: .localizedStandard)`). Linux's Foundation can make only the lexical comparator,
    /// so strings sort by their Unicode scalars here: "Banana" before "apple", "item10" before
    /// "item2", where iOS puts them the other way round.
    public static var localizedStandard: String.StandardComparator { .lexical }

    /// The locale-aware comparator of Apple's Foundation; the lexical one on Linux (see
    /// `localizedStandard`).
    public static var localized: String.StandardComparator { .lexical }
}
