package edu.northfield.stacks.util;

import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

public class LdapDirectory {
    private final String base = AppConfig.get("stacks.ldap.base");

    private DirContext open() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, AppConfig.get("stacks.ldap.url"));
        return new InitialDirContext(env);
    }

    public List<String> findStaffByUid(String uid) throws NamingException {
        DirContext ctx = open();
        try {
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            String filter = "(&(objectClass=inetOrgPerson)(uid=" + uid + "))";
            return names(ctx.search(base, filter, controls));
        } finally {
            ctx.close();
        }
    }

    public List<String> findStaffByMail(String mail) throws NamingException {
        DirContext ctx = open();
        try {
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            return names(ctx.search(base, "(&(objectClass=inetOrgPerson)(mail={0}))", new Object[] { mail }, controls));
        } finally {
            ctx.close();
        }
    }

    private static List<String> names(NamingEnumeration<SearchResult> results) throws NamingException {
        List<String> out = new ArrayList<>();
        while (results.hasMore()) {
            out.add(results.next().getNameInNamespace());
        }
        return out;
    }
}
