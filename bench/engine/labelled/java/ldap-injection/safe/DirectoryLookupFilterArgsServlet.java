import java.io.IOException;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DirectoryLookupFilterArgsServlet extends HttpServlet {
    private DirContext ctx;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String dept = req.getParameter("dept");
        SearchControls sc = new SearchControls();
        sc.setSearchScope(SearchControls.SUBTREE_SCOPE);
        try {
            NamingEnumeration<SearchResult> results =
                ctx.search("ou=people,dc=example,dc=com", "(&(objectClass=person)(departmentNumber={0}))", new Object[] {dept}, sc);
            while (results.hasMore()) {
                resp.getWriter().println(results.next().getName());
            }
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }
}
