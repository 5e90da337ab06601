import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.naming.NamingException;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;

@WebServlet("/h3/ldap-map-value")
public class LdapMapValue extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        java.util.Map<String, String[]> all = request.getParameterMap();
        String group = "staff";
        String[] given = all.get("group");
        if (given != null && given.length > 0) group = given[0];
        java.util.Map<String, String> parts = new java.util.HashMap<String, String>();
        parts.put("kind", "groupOfNames");
        parts.put("cn", group);
        try {
            InitialDirContext ctx = new InitialDirContext();
            String filter = "(&(objectClass=" + parts.get("kind") + ")(cn=" + parts.get("cn") + "))";
            response.getWriter().println(ctx.search("ou=groups,dc=example,dc=org", filter, new SearchControls()).hasMore());
        } catch (NamingException e) {
            response.sendError(500);
        }
    }
}
