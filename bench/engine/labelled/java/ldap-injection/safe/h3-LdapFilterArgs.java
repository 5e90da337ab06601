import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;

@WebServlet("/h3/ldap-filter-args")
public class LdapFilterArgs extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String uid = request.getParameter("uid");
        if (uid == null) uid = "";
        try {
            DirContext ctx = new InitialDirContext();
            Object[] args = new Object[] { uid };
            boolean found = ctx.search("ou=people,dc=example,dc=org", "(&(objectClass=person)(uid={0}))", args,
                    new SearchControls()).hasMore();
            response.getWriter().println(found);
        } catch (NamingException e) {
            response.sendError(500);
        }
    }
}
