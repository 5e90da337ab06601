import java.io.IOException;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LdapHeaderServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String group = req.getHeader("X-Group");
        try {
            DirContext ctx = new InitialDirContext();
            ctx.search("ou=groups,dc=corp", "(cn=" + group + ")", new SearchControls());
        } catch (NamingException e) {
            resp.sendError(500);
        }
    }
}
