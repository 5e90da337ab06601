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

public class FilterArgsServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("uid");
        try {
            DirContext ctx = new InitialDirContext();
            String filter = "(&(objectclass=person)(uid={0}))";
            NamingEnumeration<SearchResult> results =
                ctx.search("ou=users,dc=example,dc=org", filter, new Object[] {param}, new SearchControls());
            response.getWriter().println(results.hasMore() ? "found" : "missing");
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }
}
