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

@WebServlet("/h3/ldap-esapi-encoded")
public class LdapEsapiEncoded extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String dept = request.getHeader("X-Dept");
        if (dept == null) dept = "";
        String safeDept = org.owasp.esapi.ESAPI.encoder().encodeForLDAP(dept);
        try {
            DirContext ctx = new InitialDirContext();
            String filter = "(departmentNumber=" + safeDept + ")";
            response.getWriter().println(ctx.search("dc=example,dc=org", filter, new SearchControls()).hasMore());
        } catch (NamingException e) {
            response.sendError(500);
        }
    }
}
