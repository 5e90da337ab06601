import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/ldap-anonymous-builder")
public class LdapAnonymousBuilder extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String group = request.getParameter("group");
            if (group == null) group = "";
            FilterMaker maker = new FilterMaker() {
                @Override
                public String make(String v) {
                    return "(cn=" + v + ")";
                }
            };
            DirContext ctx = new InitialDirContext();
            javax.naming.NamingEnumeration<?> en = ctx.search("ou=groups,dc=example,dc=org", maker.make(group), new SearchControls());
            response.getWriter().println(en.hasMore());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}

interface FilterMaker {
    String make(String value);
}
