using UnityEngine;
public class StoreCatalog : MonoBehaviour {
    [SerializeField] string buildGuid = "a6b499bceba54e65e4e5109e6e1e6045";
    const string Checksum = "53cd171d0d6c349a843dbcc30035567dbfbc9d4d";
    public string password = "";
    void Start() { }
}
