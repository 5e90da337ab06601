import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

@WebServlet("/h3/ldap-search-filter")
public class LdapSearchFilter extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String uid = request.getParameter("uid");
        if (uid == null) uid = "";
        try {
            DirContext ctx = new InitialDirContext();
            SearchControls sc = new SearchControls();
            sc.setSearchScope(SearchControls.SUBTREE_SCOPE);
            String filter = "(&(objectClass=person)(uid=" + uid + "))";
            NamingEnumeration<SearchResult> results = ctx.search("ou=people,dc=example,dc=org", filter, sc);
            while (results.hasMore()) {
                response.getWriter().println("match");
                results.next();
            }
        } catch (NamingException e) {
            response.sendError(500);
        }
    }
}
