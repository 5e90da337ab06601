package org.bench.h8.ldap;

import java.io.IOException;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;

public class LdapTemplateMail extends HttpServlet {

    private LdapTemplate ldapTemplate;

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String[] values = request.getParameterValues("mail");
        String param = values == null ? "" : values[values.length - 1];

        java.util.HashMap<String, String> holder = new java.util.HashMap<>();
        holder.put("lookup", param);
        String mail = holder.get("lookup");

        List<String> names = ldapTemplate.search("ou=people", "(mail=" + mail + ")",
                (AttributesMapper<String>) attrs -> (String) attrs.get("cn").get());
        response.getWriter().println(names.size());
    }
}
