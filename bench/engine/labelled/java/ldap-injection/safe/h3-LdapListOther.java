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

@WebServlet("/h3/ldap-list-other")
public class LdapListOther extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("cn");
        java.util.List<String> names = new java.util.ArrayList<String>();
        names.add("admins");
        names.add(param);
        names.add("auditors");
        String bar = names.get(2);
        try {
            DirContext ctx = new InitialDirContext();
            String filter = "(cn=" + bar + ")";
            response.getWriter().println(ctx.search("ou=groups,dc=example,dc=org", filter, new SearchControls()).hasMore());
        } catch (NamingException e) {
            response.sendError(500);
        }
    }
}
