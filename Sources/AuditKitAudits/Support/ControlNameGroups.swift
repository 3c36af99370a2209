import AuditKitModel

/// The controls of a VoiceOver reading grouped by what VoiceOver calls them: the letters and digits
/// of their name and their role words (`sufficientElementDescription.duplicateName` judges the
/// groups of more than one).
enum ControlNameGroups {
    /// A name and role controls are read with.
    struct Key: Hashable {
        var name: String
        var roles: VoiceOverReading.Speech.RoleWords
    }

    /// The groups: each key with the indices of the reading's items read with it.
    typealias Groups = [(key: Key, members: [Int])]

    /// Containers whose parts the system names (a stepper's "Increment", a field's "Clear text", a
    /// date picker's wheels) or that name their parts as one group (a segmented control's
    /// segments). A plain picker's wheels are named by the app: two wheels both labelled "Hour" are
    /// judged.
    static let systemNamedContainers: Set<ElementType> = [
        .stepper, .segmentedControl, ElementType("datePicker"), .textField, .secureTextField, .searchField,
    ]

    /// ``systemNamedContainers``, asked per element without hashing a type's name.
    static let systemNamedContainerTypes = ElementTypeSet(systemNamedContainers)

    /// The items of `reading` that announce themselves as controls, grouped by the letters and
    /// digits of their name and by their role words, groups in the order their first member is
    /// read, members as indices of the reading's items. Left out: controls without such a name,
    /// and those inside a container the system names the parts of (`namedByContainer`, per
    /// element id: the nearest of ``systemNamedContainers`` above it).
    static func make(_ reading: VoiceOverReading, elements: [ElementSnapshot], namedByContainer: [Int?]) -> Groups {
        var places: [Key: Int] = [:]
        var order: Groups = []
        reading.items.withView { items in
            for index in items.indices {
                let id = items.elementID(index)
                guard id >= 0, id < elements.count, namedByContainer[id] == nil, items.announcesControl(index),
                    let name = items.spokenName(index)
                else { continue }
                let folded = TextMatching.lettersAndDigits(name)
                guard !folded.isEmpty else { continue }
                let key = Key(name: folded, roles: items.roleWords(index))
                if let place = places[key] {
                    order[place].members.append(index)
                } else {
                    places[key] = order.count
                    order.append((key, [index]))
                }
            }
        }
        return order
    }

    /// ``make(_:elements:namedByContainer:)`` of the screen of `elements` and its view tree
    /// (`viewTreeOrder`, pre-order), without its ``ScreenFacts``: for a second thread.
    static func make(_ reading: VoiceOverReading, elements: [ElementSnapshot], viewTreeOrder: [Int]) -> Groups {
        make(
            reading, elements: elements,
            namedByContainer: ScreenFacts.nearestAncestors(
                in: elements, viewTreeOrder: viewTreeOrder,
                where: { elements, id in systemNamedContainerTypes.contains(elements[id].elementType) }))
    }
}
