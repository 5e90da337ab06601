import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/ldap-dead-ternary")
public class LdapDeadTernary extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String uid = request.getParameter("uid");
            int limit = 3;
            String who = (limit * 2 > 7) ? uid : "jdoe";
            DirContext ctx = new InitialDirContext();
            javax.naming.NamingEnumeration<?> en = ctx.search("ou=people,dc=example,dc=org", "(uid=" + who + ")", new SearchControls());
            response.getWriter().println(en.hasMore());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
