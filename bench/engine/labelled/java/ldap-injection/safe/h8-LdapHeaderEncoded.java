package org.bench.h8.ldap;

import java.io.IOException;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.owasp.esapi.ESAPI;

public class LdapHeaderEncoded extends HttpServlet {

    private DirContext directory;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getHeader("X-Department");
        if (param == null) param = "";
        param = java.net.URLDecoder.decode(param, "UTF-8");

        String bar = ESAPI.encoder().encodeForLDAP(param.toLowerCase());
        String filter = String.format("(&(objectClass=groupOfNames)(ou=%s))", bar);
        try {
            NamingEnumeration<SearchResult> groups = directory.search("dc=corp,dc=local", filter, new SearchControls());
            while (groups.hasMore()) {
                response.getWriter().println(groups.next().getName());
            }
        } catch (NamingException e) {
            response.sendError(500);
        }
    }
}
