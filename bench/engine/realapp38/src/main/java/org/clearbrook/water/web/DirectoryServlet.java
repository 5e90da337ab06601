package org.clearbrook.water.web;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import javax.naming.InitialContext;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.clearbrook.water.config.PortalConfig;

@WebServlet("/staff/directory")
public class DirectoryServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String uid = request.getParameter("uid");
        String mail = request.getParameter("mail");
        String depot = request.getParameter("depot");

        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"cn", "mail", "telephoneNumber"});

        List<String> names = new ArrayList<>();
        try {
            DirContext ctx = (DirContext) new InitialContext().lookup("java:/ldap/Staff");
            NamingEnumeration<SearchResult> results;
            if (uid != null) {
                String filter = "(&(objectClass=inetOrgPerson)(uid=" + uid + "))";
                results = ctx.search(PortalConfig.LDAP_BASE, filter, controls);
            } else if (mail != null) {
                results = ctx.search(PortalConfig.LDAP_BASE, "(&(objectClass=inetOrgPerson)(mail={0}))", new Object[] {mail}, controls);
            } else {
                results = ctx.search("ou=" + depot + "," + PortalConfig.LDAP_BASE, "(objectClass=inetOrgPerson)", controls);
            }
            while (results.hasMore()) {
                names.add(String.valueOf(results.next().getAttributes().get("cn").get()));
            }
        } catch (NamingException e) {
            throw new ServletException(e);
        }
        request.setAttribute("names", names);
        request.getRequestDispatcher("/WEB-INF/jsp/directory.jsp").forward(request, response);
    }
}
