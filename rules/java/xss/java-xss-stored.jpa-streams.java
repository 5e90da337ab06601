package fixtures.xss.jpastreams;

import java.io.IOException;
import java.io.PrintWriter;

import jakarta.persistence.EntityManager;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

class Notice {
    String title;

    String getTitle() {
        return title;
    }
}

/** Rows read through a JPA result stream are database rows, as getResultList's are. */
public class NoticesServlet extends HttpServlet {
    EntityManager em;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        PrintWriter out = resp.getWriter();
        em.createQuery("SELECT n FROM Notice n ORDER BY n.postedAt DESC", Notice.class)
                .setMaxResults(10)
                .getResultStream()
                // ruleid: java-xss-stored
                .forEach(n -> out.println("<li>" + n.getTitle() + "</li>"));
        long count = em.createQuery("SELECT count(n) FROM Notice n", Long.class).getResultStream().count();
        // ok: java-xss-stored
        out.println("<p>" + count + " notices</p>");
    }
}
