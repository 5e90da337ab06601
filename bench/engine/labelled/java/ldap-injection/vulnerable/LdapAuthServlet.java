import java.io.IOException;
import java.util.Hashtable;
import javax.naming.Context;
import javax.naming.NamingException;
import javax.naming.directory.InitialDirContext;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LdapAuthServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldap://127.0.0.1:389");
        env.put(Context.SECURITY_PRINCIPAL, "uid=" + req.getParameter("user") + ",ou=people,dc=corp");
        env.put(Context.SECURITY_CREDENTIALS, req.getParameter("password"));
        try {
            new InitialDirContext(env).close();
            resp.setStatus(204);
        } catch (NamingException e) {
            resp.sendError(401);
        }
    }
}
