import NibObjects
import NibRuntime

/// One row of the contact list.
struct Contact: Equatable {
    var name: String
    var phone: String
}

/// The custom cell of `ContactCell.xib`; the list instantiates one per row from one cached nib.
final class ContactCell: ContactCellBase, ContactCellActions {
    private(set) var contact: Contact?
    var onCall: ((Contact) -> Void)?

    func configure(with contact: Contact) {
        self.contact = contact
        nameLabel?.text = contact.name
        phoneLabel?.text = contact.phone
    }

    func call(_ sender: NibButton) {
        if let contact { onCall?(contact) }
    }
}

/// A list of contacts: parses `ContactCell.xib`'s manifest once and makes a fresh cell graph from
/// it for every row.
final class ContactList {
    /// Parsed once per process; `Nib` is immutable and `Sendable`.
    static let cellNib = Result { () throws(NibError) -> Nib in try ContactCellNib.load() }

    private(set) var cells: [ContactCell] = []
    private(set) var calls: [Contact] = []

    init(contacts: [Contact]) throws(NibError) {
        let nib = try Self.cellNib.get()
        for contact in contacts {
            let cell = try ContactCellNib.instantiate(nib).contactCell
            cell.configure(with: contact)
            cell.onCall = { [unowned self] contact in self.calls.append(contact) }
            cells.append(cell)
        }
    }
}
