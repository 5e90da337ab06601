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

@WebServlet("/h3/ldap-header-helper")
public class LdapHeaderHelper extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String mail = request.getHeader("X-Mail");
        if (mail == null) mail = "";
        mail = java.net.URLDecoder.decode(mail, "UTF-8");
        try {
            DirContext ctx = new InitialDirContext();
            boolean found = lookup(ctx, mail);
            response.getWriter().println(found);
        } catch (NamingException e) {
            response.sendError(500);
        }
    }

    private boolean lookup(DirContext ctx, String mail) throws NamingException {
        String filter = String.format("(mail=%s)", mail);
        return ctx.search("dc=example,dc=org", filter, new Object[0], new SearchControls()).hasMore();
    }
}
