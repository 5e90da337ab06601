package fixtures.trust.jpa;

import java.util.Optional;

import jakarta.persistence.EntityManager;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

class Customer {
    String number;
    String name;
}

/** An entity looked up by a bound request value is a database row, not the value it was looked up by. */
class CustomerLookup {
    EntityManager em;

    Optional<Customer> byNumber(String number) {
        return em.createQuery("SELECT c FROM Customer c WHERE c.number = :n", Customer.class)
                .setParameter("n", number)
                .getResultStream()
                .findFirst();
    }

    Customer single(String number) {
        return em.createQuery("SELECT c FROM Customer c WHERE c.number = :n", Customer.class)
                .setParameter("n", number)
                .setMaxResults(1)
                .getSingleResult();
    }
}

public class SignInServlet extends HttpServlet {
    CustomerLookup customers;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) {
        String number = request.getParameter("number");
        HttpSession session = request.getSession();
        Optional<Customer> found = customers.byNumber(number);
        if (found.isPresent()) {
            // ok: java-trust-boundary-session
            session.setAttribute("customer", found.get());
        }
        // ok: java-trust-boundary-session
        session.setAttribute("billing", customers.single(number));
        // ruleid: java-trust-boundary-session
        session.setAttribute("lastTried", number);
    }
}
