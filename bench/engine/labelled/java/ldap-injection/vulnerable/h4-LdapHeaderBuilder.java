import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/ldap-header-builder")
public class LdapHeaderBuilder extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String mail = request.getHeader("X-Mail");
            if (mail == null) mail = "";
            mail = java.net.URLDecoder.decode(mail, "UTF-8");
            StringBuilder f = new StringBuilder();
            f.append("(mail=").append(mail).append(')');
            DirContext ctx = new InitialDirContext();
            javax.naming.NamingEnumeration<?> en = ctx.search("dc=example,dc=org", f.toString(), new SearchControls());
            response.getWriter().println(en.hasMore());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
