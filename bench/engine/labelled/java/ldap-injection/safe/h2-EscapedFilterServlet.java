import java.io.IOException;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.owasp.esapi.ESAPI;

public class EscapedFilterServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("uid");
        if (param == null) param = "";
        String safe = ESAPI.encoder().encodeForLDAP(param);
        try {
            DirContext ctx = new InitialDirContext();
            NamingEnumeration<SearchResult> results =
                ctx.search("ou=users,dc=example,dc=org", "(uid=" + safe + ")", new SearchControls());
            response.getWriter().println(results.hasMore() ? "found" : "missing");
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }
}
