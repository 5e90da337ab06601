package fixtures.idor;

import java.security.Principal;
import java.util.Optional;
import javax.persistence.EntityManager;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

class Invoice {
    public Long id;
    public String owner;
}

interface InvoiceRepository extends JpaRepository<Invoice, Long> {
    Optional<Invoice> findByIdAndOwner(Long id, String owner);
}

@RestController
class InvoiceController {
    private final InvoiceRepository invoices;
    private final EntityManager em;

    InvoiceController(InvoiceRepository invoices, EntityManager em) {
        this.invoices = invoices;
        this.em = em;
    }

    @GetMapping("/invoices/{id}")
    public Invoice get(@PathVariable Long id) {
        // ruleid: java-idor-unchecked-lookup
        return invoices.findById(id).orElseThrow();
    }

    @DeleteMapping("/invoices/{id}")
    public void delete(@PathVariable("id") long id) {
        // ruleid: java-idor-unchecked-lookup
        invoices.deleteById(id);
    }

    @GetMapping("/invoices/by-number")
    public Invoice byNumber(@RequestParam("n") String n) {
        // ruleid: java-idor-unchecked-lookup
        return em.find(Invoice.class, Long.parseLong(n));
    }

    // The signed-in user is handed to the handler: the owner can be compared.
    @GetMapping("/me/invoices/{id}")
    public Invoice mine(@PathVariable Long id, Principal me) {
        // ok: java-idor-unchecked-lookup
        Invoice invoice = invoices.findById(id).orElseThrow();
        if (!invoice.owner.equals(me.getName())) throw new IllegalStateException("not yours");
        return invoice;
    }

    @GetMapping("/account/invoices/{id}")
    public Invoice account(@PathVariable Long id, @AuthenticationPrincipal UserDetails user) {
        // ok: java-idor-unchecked-lookup
        return invoices.findByIdAndOwner(id, user.getUsername()).orElseThrow();
    }

    // Only administrators may call it.
    @PreAuthorize("hasRole('ADMIN')")
    @DeleteMapping("/admin/invoices/{id}")
    public void purge(@PathVariable Long id) {
        // ok: java-idor-unchecked-lookup
        invoices.deleteById(id);
    }

    // The id is the application's own, not the caller's.
    @GetMapping("/invoices/latest")
    public Invoice latest(@RequestParam("format") String format) {
        // ok: java-idor-unchecked-lookup
        return invoices.findById(1L).orElseThrow();
    }
}
