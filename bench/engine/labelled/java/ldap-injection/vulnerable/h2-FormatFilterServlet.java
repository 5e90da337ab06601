import java.io.IOException;
import java.util.Enumeration;
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

public class FormatFilterServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "";
        Enumeration<String> names = request.getHeaders("X-Department");
        while (names.hasMoreElements()) {
            param = names.nextElement();
        }
        String filter = String.format("(&(objectclass=person)(ou=%s))", param);
        try {
            DirContext ctx = new InitialDirContext();
            NamingEnumeration<SearchResult> results = ctx.search("dc=example,dc=org", filter, new SearchControls());
            int n = 0;
            while (results.hasMore()) {
                results.next();
                n++;
            }
            response.getWriter().println(n);
        } catch (NamingException e) {
            throw new ServletException(e);
        }
    }
}
